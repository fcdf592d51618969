import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from './JsonLd';

describe('JsonLd', () => {
  const data = { name: '</script><b>Tom & Jerry</b>', '@type': 'Thing' };

  it('escapes every <, > and & so the JSON cannot close its script tag', () => {
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('renders one application/ld+json script with the escaped JSON and no test id', () => {
    const { container } = render(<JsonLd id="thing" data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.id).toBe('thing');
    expect(script?.innerHTML).toBe(serializeJsonLd(data));
    expect(container.innerHTML).not.toContain('data-testid');
  });
});
