// The inline scripts a page may carry: those Next writes and those the build writes. The policy
// allows each inline script by its hash, so an unknown one would run; it fails the build instead.
import { firstScript } from '@/components/layout/first-script';
import type { Element } from './html-elements';
import { attributeOf, textOf } from './html-elements';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER } from './paint-first';

/** Next's RSC bootstrap, the first of its payload scripts. */
const RSC_START = '(self.__next_f=self.__next_f||[]).push([0])';
const RSC_PUSH = 'self.__next_f.push(';
/** Turbopack's runtime bootstrap, in `<script id="_R_">`, with the list of its chunks. */
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** The JSON between a fixed call's parentheses, or undefined when it is not one JSON value. */
function jsonArgument(text: string, start: string, end: string): unknown {
  if (!text.startsWith(start) || !text.endsWith(end)) return undefined;
  try {
    return JSON.parse(text.slice(start.length, text.length - end.length));
  } catch {
    return undefined;
  }
}

/** `self.__next_f.push([n, "..."])`: data handed to React, whatever the strings hold. */
function isRscChunk(text: string): boolean {
  const chunk = jsonArgument(text, RSC_PUSH, ')');
  return (
    Array.isArray(chunk) &&
    typeof chunk[0] === 'number' &&
    chunk.slice(1).every((part) => typeof part === 'string')
  );
}

function isTurbopackBootstrap(text: string): boolean {
  const chunks = jsonArgument(text, TURBOPACK_PUSH, ');');
  return typeof chunks === 'object' && chunks !== null && !Array.isArray(chunks);
}

/** The first script in either form a build may write (counting visits or not). */
const FIRST_SCRIPTS = new Set([true, false].map((countVisits) => firstScript({ countVisits })));

export function isKnownInlineScript(script: Element): boolean {
  const text = textOf(script);
  if (attributeOf(script, AFTER_PAINT_ATTRIBUTE) !== undefined) return text === AFTER_PAINT_LOADER;
  return (
    FIRST_SCRIPTS.has(text) || text === RSC_START || isRscChunk(text) || isTurbopackBootstrap(text)
  );
}
