import { Route, Routes, useParams } from '@backoffice/shared/router';
import { PageLayout } from '@backoffice/shared/ui-core';

function ReportList() {
  return (
    <PageLayout title="Reports">
      <p>No reports yet.</p>
    </PageLayout>
  );
}

function Report() {
  const { reportId } = useParams();
  return <PageLayout title={`Report ${reportId}`}>{null}</PageLayout>;
}

/** The area's routes, relative to where the host mounts it (remotes.json says /reports). */
export default function App() {
  return (
    <Routes>
      <Route index element={<ReportList />} />
      <Route path=":reportId" element={<Report />} />
    </Routes>
  );
}
