import { controlTie, dualControlRefusal, tiedTo, type ControlEdge } from './dual-control';

const edge = (
  kind: ControlEdge['kind'],
  by: [string, string],
  staff: [string, string],
): ControlEdge => ({ kind, byId: by[0], byName: by[1], staffId: staff[0], staffName: staff[1] });

const alex: [string, string] = ['a', 'Alex Admin'];
const sam: [string, string] = ['s', 'Sam Second'];
const rita: [string, string] = ['r', 'Rita Third'];
const riley: [string, string] = ['y', 'Riley Reviewer'];

describe('dual control against accounts one controls', () => {
  it('ties an account the first person invited, and says so', () => {
    const tie = controlTie([edge('invited', alex, sam)], 'a', 's');
    expect(tie).toBeDefined();
    expect(dualControlRefusal(tie!, 'gave the first approval')).toMatch(
      /^You were invited by Alex Admin, who gave the first approval\. /,
    );
  });

  it('follows a chain of invitations, resets and role grants', () => {
    const edges = [edge('invited', alex, sam), edge('reset', sam, rita)];
    const tie = controlTie(edges, 'a', 'r');
    expect(dualControlRefusal(tie!, 'gave the first approval')).toMatch(
      /^Your password was reset by Sam Second, who was invited by Alex Admin, who gave the first approval\./,
    );
  });

  it('ties the other way round: the second person brought in the first', () => {
    const edges = [edge('role', alex, sam), edge('invited', sam, rita)];
    const tie = controlTie(edges, 'r', 'a');
    expect(dualControlRefusal(tie!, 'asked for this change')).toMatch(
      /^You gave Sam Second their role, who invited Rita Third, who asked for this change\./,
    );
  });

  it('leaves unrelated people free, whoever else they brought in', () => {
    const edges = [edge('invited', alex, sam), edge('invited', riley, rita)];
    expect(controlTie(edges, 'a', 'y')).toBeUndefined();
    expect(controlTie(edges, 's', 'r')).toBeUndefined();
    // Two people brought in by the same owner are not tied to each other by it.
    expect(controlTie([...edges, edge('invited', alex, rita)], 's', 'r')).toBeUndefined();
  });

  it('lists everyone tied to a person, above and below, and no one else', () => {
    const edges = [
      edge('invited', alex, sam),
      edge('reset', sam, rita),
      edge('invited', riley, alex),
      edge('invited', ['o', 'Olu Other'], ['p', 'Pat Peer']),
    ];
    expect(tiedTo(edges, 's').sort()).toEqual(['a', 'r', 'y']);
    expect(tiedTo(edges, 'p')).toEqual(['o']);
    expect(tiedTo(edges, 'nobody')).toEqual([]);
  });
});
