import { describe, expect, it } from 'vitest';
import { withoutPropertyFallback, withoutUnreadProperties } from './unread-properties';

const registration = (name: string) =>
  `@property ${name}{syntax:"*";inherits:false;initial-value:0 0 #0000}`;
const fallback = (declarations: string) =>
  `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after,::backdrop{${declarations}}}}`;

describe('withoutUnreadProperties', () => {
  it('keeps the registration of a property some rule reads, and drops the others', () => {
    const css =
      '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}' +
      '.font-bold{--tw-font-weight:700;font-weight:700}' +
      registration('--tw-shadow') +
      registration('--tw-font-weight') +
      registration('--tw-ring-shadow');
    expect(withoutUnreadProperties(css)).toBe(
      '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}' +
        '.font-bold{--tw-font-weight:700;font-weight:700}' +
        registration('--tw-shadow') +
        registration('--tw-ring-shadow'),
    );
  });

  it('leaves other CSS alone', () => {
    expect(withoutUnreadProperties(`.a{color:red}${registration('--tw-a')}`)).toBe('.a{color:red}');
    expect(withoutUnreadProperties('.a{content:"$&"}')).toBe('.a{content:"$&"}');
  });

  it("keeps the theme's variables some rule or another kept variable reads, and drops the rest", () => {
    const theme = (declarations: string) => `@layer theme{:root,:host{${declarations}}}`;
    const css =
      theme(
        '--text-sm:.875rem;--text-sm--line-height:calc(1.25/.875);--color-ink:#0f172a;--color-unused:red',
      ) +
      '.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}' +
      '.text-ink{color:var(--color-ink)}';
    expect(withoutUnreadProperties(css)).toBe(
      theme('--text-sm:.875rem;--text-sm--line-height:calc(1.25/.875);--color-ink:#0f172a') +
        '.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}' +
        '.text-ink{color:var(--color-ink)}',
    );
  });

  it("prunes the theme's wide-gamut values as its plain ones, dropping a block left empty", () => {
    const plain = '--color-ink:#0f172a;--color-red-700:#bf000f;--color-slate-300:#cad5e2';
    const lab = (declarations: string) =>
      `@supports (color:lab(0% 0 0)){:root,:host{${declarations}}}`;
    const rules = '.text-ink{color:var(--color-ink)}.text-slate-300{color:var(--color-slate-300)}';
    const css = `@layer theme{:root,:host{${plain}}${lab('--color-red-700:lab(40% 67 53);--color-slate-300:lab(84% -1 -7)')}}${rules}`;
    expect(withoutUnreadProperties(css)).toBe(
      `@layer theme{:root,:host{--color-ink:#0f172a;--color-slate-300:#cad5e2}${lab('--color-slate-300:lab(84% -1 -7)')}}${rules}`,
    );
    const unreadLab = `@layer theme{:root,:host{${plain}}${lab('--color-red-700:lab(40% 67 53)')}}${rules}`;
    expect(withoutUnreadProperties(unreadLab)).toBe(
      `@layer theme{:root,:host{--color-ink:#0f172a;--color-slate-300:#cad5e2}}${rules}`,
    );
    expect(
      withoutUnreadProperties(`@layer theme{:root,:host{--color-red-700:#bf000f}}.a{color:red}`),
    ).toBe('.a{color:red}');
  });

  it('does not count a name that only starts like a read one', () => {
    const css = `.a{color:var(--tw-shadow-color)}${registration('--tw-shadow')}${registration('--tw-shadow-color')}`;
    expect(withoutUnreadProperties(css)).toBe(
      `.a{color:var(--tw-shadow-color)}${registration('--tw-shadow-color')}`,
    );
  });
});

describe('withoutPropertyFallback', () => {
  it('drops the initial values for browsers without @property, and nothing else', () => {
    const firefox = `@layer properties{@supports ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-a:0}}}`;
    const rest = `.a{--tw-a:1;translate:var(--tw-a)}${registration('--tw-a')}@layer theme{:root,:host{--b:1}}`;
    expect(withoutPropertyFallback(`${fallback('--tw-a:0')}${rest}`)).toBe(rest);
    expect(withoutPropertyFallback(`${firefox}${rest}`)).toBe(rest);
    expect(withoutPropertyFallback(rest)).toBe(rest);
  });
});
