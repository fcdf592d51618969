import { describe, expect, it } from 'vitest';
import { budgetOptions, serviceOptions } from './options';

describe('the quote options', () => {
  it('match docs/behaviour.md section 4 word for word', () => {
    expect(serviceOptions.join(' | ')).toBe(
      'UI/UX Design | Web Development | Mobile Development | Customized Applications | eCommerce Development | AWS Cloud Service | Digital Marketing',
    );
    expect(budgetOptions.join(' | ')).toBe(
      '$5K - $10K | $10K - $50K | $50K - $100K | $100K - $250K | $250K - $500K',
    );
  });
});
