import type { Member } from '@backoffice/shared/contract';
import type { Sessions } from '../../auth/sessions';
import type { ApiContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { changedFields, recordAudit } from '../audit/repository';
import { listMembers, memberUpdate, readMember, updateMemberRow } from './repository';

type MemberHandlers = Pick<EndpointHandlers, 'memberList' | 'memberDetail' | 'updateMember'>;

export function memberHandlers({ db, reads }: ApiContext, sessions: Sessions): MemberHandlers {
  async function requireMember(id: string): Promise<Member> {
    const member = await readMember(db, id);
    if (!member) throw notFound(`Member ${id} not found`);
    return member;
  }

  return {
    async memberList({ query }) {
      return reads.read(`memberList ${JSON.stringify(query)}`, ['members'], (reader) =>
        listMembers(reader, query),
      );
    },

    async memberDetail({ query }) {
      return requireMember(query.id);
    },

    async updateMember({ params, body, user }) {
      const id = params.id ?? '';
      const update = memberUpdate(id, body);
      if (update) {
        await db.transaction(async (tx) => {
          const change = await updateMemberRow(tx, update);
          if (!change) throw notFound(`Member ${id} not found`);
          // An Undo names the version its action left: a change since wins, nothing is undone.
          if (change === 'stale') throw conflict('The member changed since; nothing was undone');
          await recordAudit(tx, {
            actor: user,
            kind: 'member.update',
            entity: { type: 'member', id },
            ...changedFields(change.before, change.after),
          });
        });
        if (body.status !== undefined) await sessions.accountChanged(id);
      }
      return requireMember(id);
    },
  };
}
