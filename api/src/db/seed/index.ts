import { enableDemoRouting } from '../../features/support/routing';
import { hashPassword } from '../../auth/passwords';
import { batchInsert } from '../batch-insert';
import type { Database, Queryable } from '../database';
import { DEMO_MEMBER, DEMO_STAFF } from './demo-accounts';
import { generateSeedData } from './generate';
import { addShowcase } from './showcase';

const SEEDED_KEY = 'seeded_at';

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_meta WHERE key = $1', [SEEDED_KEY]);
  return rows.length > 0;
}

/**
 * Adds the demo staff accounts a database lacks (roles added four to data dirs seeded
 * before them), by email, so an account an owner changed or disabled stays as it is.
 */
export async function ensureDemoStaff(db: Queryable): Promise<void> {
  const present = new Set(
    (await db.query<{ email: string }>('SELECT email FROM admins')).map((row) => row.email),
  );
  const missing = DEMO_STAFF.filter((staff) => !present.has(staff.email));
  if (!missing.length) return;
  // One password for every demo staff account, so one scrypt run.
  const passwordHash = await hashPassword(DEMO_STAFF[0]!.password);
  await batchInsert(
    db,
    'admins',
    { id: 'text', email: 'text', name: 'text', password_hash: 'text', role: 'text' },
    missing.map((staff) => ({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      password_hash: passwordHash,
      role: staff.staffRole,
    })),
  );
}

/** Fills an empty, migrated database in one transaction, a statement per table. */
export async function seedDatabase(db: Database, now = new Date()): Promise<void> {
  const data = generateSeedData(now);
  const showcase = addShowcase(data, now);
  const memberHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    await ensureDemoStaff(tx);
    await batchInsert(
      tx,
      'members',
      {
        id: 'text',
        full_name: 'text',
        email: 'text',
        phone: 'text',
        avatar_url: 'text',
        status: 'text',
        status_reason: 'text',
        verified: 'boolean',
        joined_at: 'timestamptz',
        last_active_at: 'timestamptz',
        location: 'text',
        donations: 'integer',
        currency: 'text',
        password_hash: 'text',
      },
      data.members.map((member) => ({ ...member, password_hash: memberHash })),
    );
    await batchInsert(
      tx,
      'funding_requests',
      {
        id: 'text',
        title: 'text',
        story: 'text',
        category: 'text',
        amount_requested: 'bigint',
        amount_raised: 'bigint',
        currency: 'text',
        status: 'text',
        requester_id: 'text',
        private_note: 'text',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
        first_approved_by_id: 'text',
        first_approved_by_name: 'text',
        first_approved_at: 'timestamptz',
      },
      data.fundingRequests,
    );
    await batchInsert(
      tx,
      'funding_documents',
      {
        id: 'text',
        funding_request_id: 'text',
        name: 'text',
        url: 'text',
        kind: 'text',
        position: 'integer',
      },
      data.documents,
    );
    await batchInsert(
      tx,
      'funding_notes',
      {
        id: 'text',
        funding_request_id: 'text',
        content: 'text',
        author_id: 'text',
        author_name: 'text',
        created_at: 'timestamptz',
      },
      data.notes,
    );
    await batchInsert(
      tx,
      'funding_history',
      {
        funding_request_id: 'text',
        at: 'timestamptz',
        actor: 'text',
        action: 'text',
        from_status: 'text',
        to_status: 'text',
        reason: 'text',
      },
      data.history,
    );
    await batchInsert(
      tx,
      'support_rooms',
      {
        id: 'text',
        member_id: 'text',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
        assignee_id: 'text',
      },
      data.rooms,
    );
    await batchInsert(
      tx,
      'support_room_events',
      {
        id: 'text',
        room_id: 'text',
        at: 'timestamptz',
        actor_id: 'text',
        actor_name: 'text',
        kind: 'text',
        assignee_id: 'text',
        assignee_name: 'text',
      },
      showcase.roomEvents,
    );
    await batchInsert(
      tx,
      'support_saved_replies',
      { id: 'text', title: 'text', body: 'text', created_by: 'text', updated_at: 'timestamptz' },
      showcase.savedReplies,
    );
    await batchInsert(
      tx,
      'support_messages',
      {
        id: 'text',
        room_id: 'text',
        sender_id: 'text',
        content: 'text',
        sent_at: 'timestamptz',
        is_read: 'boolean',
      },
      data.messages,
    );
    await batchInsert(
      tx,
      'coupons',
      {
        id: 'text',
        code: 'text',
        description: 'text',
        discount_type: 'text',
        value: 'integer',
        currency: 'text',
        max_redemptions: 'integer',
        per_member_limit: 'integer',
        redemptions: 'integer',
        discount_given: 'bigint',
        starts_at: 'timestamptz',
        expires_at: 'timestamptz',
        revoked_at: 'timestamptz',
        revoke_reason: 'text',
        created_at: 'timestamptz',
        created_by: 'text',
      },
      data.coupons,
    );
    await batchInsert(
      tx,
      'coupon_redemptions',
      {
        id: 'text',
        coupon_id: 'text',
        member_id: 'text',
        discount_given: 'bigint',
        redeemed_at: 'timestamptz',
      },
      data.redemptions,
    );
    await batchInsert(
      tx,
      'notifications',
      {
        id: 'text',
        user_id: 'text',
        title: 'text',
        body: 'text',
        read: 'boolean',
        data: 'jsonb',
        created_at: 'timestamptz',
      },
      data.notifications,
    );
    await batchInsert(
      tx,
      'member_reports',
      {
        id: 'text',
        member_id: 'text',
        reporter_id: 'text',
        reason: 'text',
        created_at: 'timestamptz',
      },
      data.reports,
    );
    // The demo routes new conversations by capacity; on only now, so the rooms above stay as seeded.
    await enableDemoRouting(tx);
    await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [
      SEEDED_KEY,
      now.toISOString(),
    ]);
  });
}
