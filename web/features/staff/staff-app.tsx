import { Route, Routes } from 'react-router';
import { StaffLayout } from './components/staff-layout';
import { StaffAuditPage } from './pages/staff-audit-page';
import { StaffDashboardPage } from './pages/staff-dashboard-page';
import { StaffInboxPage } from './pages/staff-inbox-page';
import { StaffLoginPage } from './pages/staff-login-page';
import { StaffMembersPage } from './pages/staff-members-page';
import { StaffPhotosPage } from './pages/staff-photos-page';
import { StaffProfilesPage } from './pages/staff-profiles-page';
import { StaffReportsPage } from './pages/staff-reports-page';
import { StaffTeamPage } from './pages/staff-team-page';
import '@web/themes/staff.css';
import '@web/themes/staff-admin.css';

/**
 * The staff console under /staff, one lazily loaded chunk (web/app/router.tsx): nothing of it is
 * in the members' or visitors' bundles. Its own routes, layout and sign-in.
 */
export function StaffApp() {
  return (
    <Routes>
      <Route path="login" element={<StaffLoginPage />} />
      <Route element={<StaffLayout />}>
        <Route index element={<StaffDashboardPage />} />
        <Route path="inbox" element={<StaffInboxPage />} />
        <Route path="photos" element={<StaffPhotosPage />} />
        <Route path="reports" element={<StaffReportsPage />} />
        <Route path="members" element={<StaffMembersPage />} />
        <Route path="profiles" element={<StaffProfilesPage />} />
        <Route path="team" element={<StaffTeamPage />} />
        <Route path="audit" element={<StaffAuditPage />} />
      </Route>
    </Routes>
  );
}
