import './zod-config';
import { z } from 'zod';
import type { ClientToServerEvents } from './support';

/** What a staff account may do. Every staff account signs in as an `admin` user. */
export const staffRoles = ['owner', 'reviewer', 'support', 'finance', 'auditor'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  reviewer: 'Reviewer',
  support: 'Support',
  finance: 'Finance',
  auditor: 'Auditor',
};

/**
 * The one permissions table. The api enforces it on every endpoint and socket event
 * (each names its permission in `endpoints` / `socketEventPermissions`); the dashboard reads it to
 * hide or disable what a person may not do. Reading is open to every staff role, so each screen
 * stays usable read-only; changes are scoped.
 */
export const permissions = {
  /** Funding requests, members, coupons, support rooms and history, notifications. */
  read: ['owner', 'reviewer', 'support', 'finance', 'auditor'],
  /** Change a funding request's status. */
  decideFunding: ['owner', 'reviewer'],
  /** Send a note to the requester or edit the private note. */
  writeFundingNotes: ['owner', 'reviewer'],
  /** Suspend, verify or edit a member. */
  manageMembers: ['owner'],
  /**
   * Start a chat, send messages and mark them read; assign rooms, change their status,
   * keep the saved replies.
   */
  chat: ['owner', 'support'],
  /** Create, edit and revoke coupons. */
  manageCoupons: ['owner', 'finance'],
  /** The whole audit trail (Settings → Activity); each entity's own history is `read`. */
  readAudit: ['owner', 'auditor'],
  /** The platform settings, such as the four-eyes approval threshold. */
  manageSettings: ['owner'],
  /** The staff screen: roles, disabling, invitations and password resets. */
  manageStaff: ['owner'],
  /** Settings → Health: real-user timings and errors per area and release. */
  readHealth: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof permissions;

/** What a staff socket needs for each event on /support (members are limited to their room). */
export const socketEventPermissions: Readonly<Record<keyof ClientToServerEvents, Permission>> = {
  joinGlobalEvent: 'read',
  joinRoom: 'read',
  leaveRoom: 'read',
  sendMessage: 'chat',
  markAsRead: 'chat',
  roomViewing: 'read',
  roomTyping: 'chat',
  recordViewing: 'read',
  recordLeave: 'read',
  recordWatch: 'read',
};

/** Why a control is disabled, for its tooltip. */
export const permissionRefusals: Readonly<Record<Permission, string>> = {
  read: 'Your role cannot view this',
  decideFunding: 'Only owners and reviewers can change a funding request',
  writeFundingNotes: 'Only owners and reviewers can write notes',
  manageMembers: 'Only owners can change members',
  chat: 'Only owners and support staff can chat with members',
  manageCoupons: 'Only owners and finance staff can change coupons',
  readAudit: 'Only owners and auditors can see the whole activity trail',
  manageSettings: 'Only owners can change the settings',
  manageStaff: 'Only owners can manage staff accounts',
  readHealth: 'Only owners can see how the dashboard runs',
};

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (permissions[permission] as readonly StaffRole[]).includes(role);
}

/** The 403 text when a role lacks a permission. */
export function permissionRefusal(role: StaffRole, permission: Permission): string {
  return `${permissionRefusals[permission]} (your role: ${staffRoleLabels[role]})`;
}
