import { useRegisteredCommands } from '@backoffice/shared';
import { renderHook } from '@testing-library/react';
import { registerMemberCommands } from './member-commands';

describe('the members area commands', () => {
  it('are in the palette registry once the area has registered them', () => {
    const { result } = renderHook(() => useRegisteredCommands());
    expect(result.current).toEqual([]);
    registerMemberCommands();
    const { result: after } = renderHook(() => useRegisteredCommands());
    expect(after.current.map(({ area, command }) => [area, command.label, command.to])).toEqual([
      ['Members', 'Show suspended members', '/members-management?status=suspended'],
      ['Members', 'Show unverified members', '/members-management?verified=false'],
    ]);
  });
});
