// Each length, list size, pattern and choice the build checks, so the editor refuses what the
// build would. Rules that span fields or files ({placeholders}, a case study's services) stay
// with the build.
import * as z from 'zod';

export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  /** The schema's own message for its pattern (set by `toJsonSchema` below). */
  'x-message'?: string;
}

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/** Fields a form cannot hold: Decap keeps their value in the file untouched on save. */
export const NOT_IN_FORMS: Record<string, string> = {
  // A list mixing the word "services" with links: no Decap widget holds both.
  menu: 'The top bar: edit content/site.yaml in code (see docs/editing-content.md).',
};

/** Plain strings long enough to want several lines. */
const LONG_TEXT = new Set([
  'text',
  'answer',
  'quote',
  'description',
  'lead',
  'alt',
  'promise',
  'message',
  'note',
  'intro',
]);

const SAFE = Number.MAX_SAFE_INTEGER;

export function label(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The schema of a file as JSON Schema, each regex carrying the message the build would give. */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const own = zodSchema._zod.def as { checks?: z.core.$ZodCheck[] };
      // A format schema (z.email()) is its own check; a regex is one of a string's checks.
      for (const check of [zodSchema as unknown as z.core.$ZodCheck, ...(own.checks ?? [])]) {
        const def = check._zod.def as { format?: string; error?: (issue: unknown) => unknown };
        if (def.format !== 'regex' && def.format !== 'email') continue;
        const message = def.error?.({ input: '' });
        if (typeof message === 'string') jsonSchema['x-message'] = message;
      }
    },
  }) as JsonSchema;
}

function lengthRule(schema: JsonSchema): [string, string] | undefined {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (min <= 1 && max === undefined) return undefined;
  const message =
    max === undefined
      ? `must be at least ${plural(min, 'character')}`
      : min > 1
        ? `must be ${min} to ${max} characters`
        : `must be at most ${plural(max, 'character')}`;
  return [`^[\\s\\S]{${Math.max(min, 1)},${max ?? ''}}$`, message];
}

/** Decap's `pattern` ([regex, message]) for every rule on a string the build checks. */
function stringPattern(schema: JsonSchema): [string, string] | undefined {
  const length = lengthRule(schema);
  const format =
    schema.format === 'uri'
      ? ['^https?://\\S+$', 'must be a web address starting with https://']
      : schema.pattern
        ? [schema.pattern, schema['x-message'] ?? `must match ${schema.pattern}`]
        : undefined;
  if (length && format)
    return [`(?=${length[0]})${format[0]}`, `${format[1]}; ${length[1]}`] as [string, string];
  return (format as [string, string] | undefined) ?? length;
}

function stringField(name: string, schema: JsonSchema): Omit<DecapField, 'name' | 'label'> {
  if (schema.enum) return { widget: 'select', options: schema.enum };
  if (schema.format === 'date')
    return {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    };
  const pattern = stringPattern(schema);
  const long = LONG_TEXT.has(name) || (schema.minLength ?? 0) >= 40;
  return { widget: long ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
}

function numberField(schema: JsonSchema): Omit<DecapField, 'name' | 'label'> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === 0 ? 1 : undefined);
  return {
    widget: 'number',
    value_type: schema.type === 'integer' ? 'int' : 'float',
    ...(min !== undefined && Math.abs(min) < SAFE ? { min } : {}),
    ...(schema.maximum !== undefined && schema.maximum < SAFE ? { max: schema.maximum } : {}),
  };
}

/** The widget for a value; undefined when no widget can hold it (see NOT_IN_FORMS). */
function widgetOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
): Omit<DecapField, 'name' | 'label'> | undefined {
  if (schema.const !== undefined) return { widget: 'hidden', default: schema.const };
  switch (schema.type) {
    case 'string':
      return stringField(name, schema);
    case 'number':
    case 'integer':
      return numberField(schema);
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object', fields: objectFields(schema, required) };
    case 'array': {
      const items = schema.items ?? {};
      const sizes = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems ? { max: schema.maxItems } : {}),
      };
      if (items.type === 'object')
        return { widget: 'list', ...sizes, fields: objectFields(items, true) };
      const item = widgetOf('item', items, true);
      if (!item) return undefined;
      return { widget: 'list', ...sizes, field: { name: 'item', label: label(name), ...item } };
    }
    default:
      return undefined;
  }
}

// Inside an optional object (a case study's testimonial) every field is optional in the form:
// the build refuses one left half filled in.
export function objectFields(schema: JsonSchema, required = true, omit: readonly string[] = []) {
  const fields: DecapField[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (omit.includes(name)) continue;
    const isRequired = required && (schema.required ?? []).includes(name);
    const widget = widgetOf(name, property, isRequired);
    if (!widget) {
      if (NOT_IN_FORMS[name]) continue;
      throw new Error(
        `No editor widget for the field "${name}" (${JSON.stringify(property).slice(0, 120)}): ` +
          'map it in lib/editor/fields.ts or list it in NOT_IN_FORMS',
      );
    }
    fields.push({
      name,
      label: label(name),
      ...widget,
      ...(isRequired || widget.widget === 'hidden' ? {} : { required: false }),
    } as DecapField);
  }
  return fields;
}
