-- Dual control reads who brought in or empowered whom from the audit trail (invitations,
-- password resets, role grants of staff accounts): this index keeps that read small.
CREATE INDEX audit_entries_staff_control_idx ON audit_entries (entity_id, seq)
  WHERE entity_type = 'staff' AND kind IN ('staff.invite', 'staff.password_reset', 'staff.role');
