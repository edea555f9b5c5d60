import { areaPaths } from '@backoffice/shared';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { registerMemberCommands } from './features/member-commands/member-commands';
import { MemberListPage } from './features/member-list/member-list-page';
import { MemberProfilePage } from './features/member-profile/member-profile-page';

registerMemberCommands();

/** The area's routes, relative to where the host mounts it (/members-management). */
export default function App() {
  return (
    <Routes>
      <Route index element={<MemberListPage />} />
      <Route path="member-profile/:memberId" element={<MemberProfilePage />} />
      <Route path="*" element={<Navigate to={areaPaths.members} replace />} />
    </Routes>
  );
}
