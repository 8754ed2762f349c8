import { mayUse, type StaffArea } from '@common/rules/staff-permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import { staffLogout, staffMeQuery } from '../api/staff-api';
import { staffKeys } from '../keys';

const NAV: { to: string; area: StaffArea; label: string }[] = [
  { to: '/staff', area: 'dashboard', label: 'staff.nav.dashboard' },
  { to: '/staff/inbox', area: 'inbox', label: 'staff.nav.inbox' },
  { to: '/staff/photos', area: 'moderation', label: 'staff.nav.photos' },
  { to: '/staff/reports', area: 'moderation', label: 'staff.nav.reports' },
  { to: '/staff/members', area: 'admin', label: 'staff.nav.members' },
  { to: '/staff/profiles', area: 'admin', label: 'staff.nav.profiles' },
  { to: '/staff/team', area: 'admin', label: 'staff.nav.team' },
  { to: '/staff/audit', area: 'admin', label: 'staff.nav.audit' },
];

/** The signed-in frame: navigation for the caller's role; not signed in goes to /staff/login. */
export function StaffLayout() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useQuery(staffMeQuery);
  if (me.isPending) return <p className="staff-loading">{t('staff.loading')}</p>;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  const staff = me.data;
  if (!staff) return <Navigate to="/staff/login" replace />;
  const logout = async () => {
    await staffLogout().catch(() => {});
    qc.removeQueries({ queryKey: staffKeys.all });
    window.location.assign('/staff/login');
  };
  return (
    <div className="staff">
      <header className="staff-bar">
        <strong className="staff-bar__brand">{t('staff.title')}</strong>
        <nav aria-label={t('staff.nav.label')} className="staff-bar__nav">
          {NAV.filter((n) => mayUse(staff.role, n.area)).map((n) => (
            <NavLink key={n.to} to={n.to} end className="staff-bar__link">
              {t(n.label)}
            </NavLink>
          ))}
        </nav>
        <span className="staff-bar__who">
          {staff.name} · {t(`staff.role.${staff.role}`)}
        </span>
        <button type="button" className="btn btn-secondary staff-btn-small" onClick={() => void logout()}>
          {t('staff.logout')}
        </button>
      </header>
      <main className="staff-main">
        <Outlet context={staff} />
      </main>
    </div>
  );
}
