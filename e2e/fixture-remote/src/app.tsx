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

/** A page that fails while rendering: what an area's error boundary catches and reports. */
function Broken(): never {
  throw new Error('The reports page failed to render');
}

/** The area's routes, relative to where the host mounts it (remotes.json says /reports). */
export default function App() {
  return (
    <Routes>
      <Route index element={<ReportList />} />
      <Route path="broken" element={<Broken />} />
      <Route path=":reportId" element={<Report />} />
    </Routes>
  );
}
