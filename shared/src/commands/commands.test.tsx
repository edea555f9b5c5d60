import { act, renderHook } from '@testing-library/react';
import { registerCommands, useRegisteredCommands } from '.';

describe('the command registry', () => {
  it('lists what areas register until each unregisters', () => {
    const { result } = renderHook(() => useRegisteredCommands());
    expect(result.current).toEqual([]);
    let unregisterMembers = () => {};
    act(() => {
      unregisterMembers = registerCommands('Members', [
        { id: 'suspended', label: 'Suspended', to: '/m' },
      ]);
    });
    const run = vi.fn();
    let unregisterCoupons = () => {};
    act(() => {
      unregisterCoupons = registerCommands('Coupons', [{ id: 'x', label: 'Do X', run }]);
    });
    expect(result.current.map(({ area, command }) => `${area}:${command.id}`)).toEqual([
      'Members:suspended',
      'Coupons:x',
    ]);
    act(() => unregisterMembers());
    expect(result.current.map(({ area }) => area)).toEqual(['Coupons']);
    act(() => unregisterCoupons());
    expect(result.current).toEqual([]);
  });

  it('keeps two registrations of one area apart', () => {
    const { result } = renderHook(() => useRegisteredCommands());
    let first = () => {};
    act(() => {
      first = registerCommands('Members', [{ id: 'a', label: 'A', to: '/a' }]);
      registerCommands('Members', [{ id: 'b', label: 'B', to: '/b' }])();
    });
    expect(result.current.map(({ command }) => command.id)).toEqual(['a']);
    act(() => first());
  });
});
