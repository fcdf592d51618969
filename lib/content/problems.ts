/** Content problems, each one line naming the file, the field and what is wrong. */
import type * as z from 'zod';

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content under content/ has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

/** faqs[2].answer: the path as a marketer sees it in the YAML. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function plural(count: number | bigint, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What is wrong, in words; schemas give their own message for formats and choices. */
function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is missing'
        : `must be ${{ array: 'a list', object: 'a set of fields', int: 'a whole number' }[issue.expected as string] ?? `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'is empty'
          : `must be at least ${plural(issue.minimum, 'character')}`;
      if (issue.origin === 'array')
        return issue.minimum === 1
          ? 'is an empty list'
          : `must have at least ${plural(issue.minimum, 'item')}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${plural(issue.maximum, 'character')}`;
      if (issue.origin === 'array') return `must have at most ${plural(issue.maximum, 'item')}`;
      return `must be at most ${issue.maximum}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${issue.keys.join(', ')} (check the spelling)`;
    default:
      return issue.message;
  }
}

export function issueProblems(
  file: string,
  error: z.ZodError,
  rename: Record<string, string> = {},
): string[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path;
    const path = fieldPath(
      typeof first === 'string' && rename[first] ? [rename[first], ...rest] : issue.path,
    );
    return `${file}: ${path ? `${path} ` : ''}${describe(issue)}`;
  });
}

/** Collects problems across all the content, so one build reports every one of them. */
export class Problems {
  readonly list: string[] = [];

  add(file: string, message: string): void {
    this.list.push(`${file}: ${message}`);
  }

  /** The data as the schema makes it, or undefined after recording what is wrong. */
  check<S extends z.ZodType>(
    file: string,
    schema: S,
    data: unknown,
    rename?: Record<string, string>,
  ): z.output<S> | undefined {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    this.list.push(...issueProblems(file, result.error, rename));
    return undefined;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentError(this.list);
  }
}
