import { describe, expect, it } from 'vitest';
import { portVariable, stackPortsFromEnv } from './stack-layout.ts';

describe('portVariable', () => {
  const ports = stackPortsFromEnv({ PORT_COUPONS: '3104' });

  it('names the variable that moves the app on a port', () => {
    expect(portVariable(ports, 3000)).toBe('PORT_HOST');
    expect(portVariable(ports, 3001)).toBe('PORT_SUBMISSIONS');
    expect(portVariable(ports, 3104)).toBe('PORT_COUPONS');
    expect(portVariable(ports, 4000)).toBe('PORT_API');
  });

  it('names none for a port the stack does not use', () => {
    expect(portVariable(ports, 3004)).toBeUndefined();
  });
});
