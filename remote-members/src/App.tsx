import { areaPaths, endpoints, useAuthStore } from '@backoffice/shared';
import { useSingletonProbe } from '@backoffice/shared/session';
import { useTheme } from '@backoffice/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes, UNSAFE_NavigationContext } from '@backoffice/shared/router';
import { MemberListPage } from './features/member-list/MemberListPage';
import { MemberProfilePage } from './features/member-profile/MemberProfilePage';

/** The area's routes, relative to where the host mounts it (/members-management). */
export default function App() {
  // What this remote received from the shared scope; the e2e suite checks it is the host's.
  useSingletonProbe('remote_members', {
    react: useState,
    routerContext: UNSAFE_NavigationContext,
    queryClient: useQueryClient(),
    authStore: useAuthStore,
    ui: useTheme,
    contract: endpoints,
  });
  return (
    <Routes>
      <Route index element={<MemberListPage />} />
      <Route path="member-profile/:memberId" element={<MemberProfilePage />} />
      <Route path="*" element={<Navigate to={areaPaths.members} replace />} />
    </Routes>
  );
}
