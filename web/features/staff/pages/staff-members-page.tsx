import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCredits, grantBonus, memberAccountQuery, memberSearchQuery } from '../api/staff-api';
import { staffKeys } from '../keys';

/** /staff/members (admin): find a member, see their money, correct credits, grant a time bonus. */
export function StaffMembersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const found = useQuery(memberSearchQuery(search));
  return (
    <div className="staff-members">
      <section className="card staff-panel">
        <h1 className="staff-h1">{t('staff.members.title')}</h1>
        <search>
          <form
            className="staff-inline"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(q.trim());
            }}
          >
            <label className="field-label" htmlFor="member-q">
              {t('staff.members.search')}
            </label>
            <input id="member-q" className="input" value={q} onChange={(e) => setQ(e.target.value)} />
            <button type="submit" className="btn btn-primary staff-btn-small">
              {t('staff.members.find')}
            </button>
          </form>
        </search>
        {found.isError && <ErrorState error={found.error} />}
        <ul className="staff-list">
          {found.data?.members.map((m) => (
            <li key={m.id}>
              <button type="button" className="link" onClick={() => setSelected(m.id)}>
                #{m.id} {m.name} · {m.email} · {m.site_key} · {m.status} ·{' '}
                {t('staff.members.credits', { count: m.credit_balance })}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected !== null && <MemberAccount key={selected} id={selected} />}
    </div>
  );
}

function MemberAccount({ id }: { id: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const account = useQuery(memberAccountQuery(id));
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: staffKeys.member(id) });

  async function credits(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setError(null);
    try {
      const res = await changeCredits(id, Number(f.get('delta')), String(f.get('reason') ?? ''));
      setMessage(t('staff.members.balanceNow', { count: res.balance }));
      await refresh();
    } catch (err) {
      setError(err);
    }
  }

  async function bonus(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setError(null);
    try {
      const res = await grantBonus(id, Number(f.get('percent')), Number(f.get('hours')));
      setMessage(t('staff.members.bonusGranted', { code: res.code }));
      await refresh();
    } catch (err) {
      setError(err);
    }
  }

  if (account.isError) return <ErrorState error={account.error} />;
  const a = account.data;
  if (!a) return <p className="staff-loading">{t('staff.loading')}</p>;
  return (
    <section className="card staff-panel" aria-label={a.member.email}>
      <h2 className="staff-h2">
        #{a.member.id} {a.member.name} · {a.member.email} · {a.member.status}
      </h2>
      <p>{t('staff.members.credits', { count: a.member.credit_balance })}</p>
      {message && (
        <p className="staff-status" role="status">
          {message}
        </p>
      )}
      {error !== null && <ErrorState error={error} />}
      <div className="staff-forms">
        <form className="staff-form" onSubmit={(e) => void credits(e)}>
          <h3 className="staff-h3">{t('staff.members.changeCredits')}</h3>
          <label className="field-label" htmlFor="credit-delta">
            {t('staff.members.delta')}
          </label>
          <input id="credit-delta" name="delta" className="input" type="number" required step={1} />
          <label className="field-label" htmlFor="credit-reason">
            {t('staff.reason')}
          </label>
          <input id="credit-reason" name="reason" className="input" required minLength={3} />
          <button type="submit" className="btn btn-primary staff-btn-small">
            {t('staff.members.apply')}
          </button>
        </form>
        <form className="staff-form" onSubmit={(e) => void bonus(e)}>
          <h3 className="staff-h3">{t('staff.members.timeBonus')}</h3>
          <label className="field-label" htmlFor="bonus-percent">
            {t('staff.members.percent')}
          </label>
          <input
            id="bonus-percent"
            name="percent"
            className="input"
            type="number"
            min={1}
            max={90}
            defaultValue={20}
            required
          />
          <label className="field-label" htmlFor="bonus-hours">
            {t('staff.members.hours')}
          </label>
          <input
            id="bonus-hours"
            name="hours"
            className="input"
            type="number"
            min={1}
            max={2160}
            defaultValue={48}
            required
          />
          <button type="submit" className="btn btn-primary staff-btn-small">
            {t('staff.members.grant')}
          </button>
        </form>
      </div>
      <h3 className="staff-h3">{t('staff.members.ledger')}</h3>
      <table className="staff-table">
        <tbody>
          {a.ledger.map((l) => (
            <tr key={l.id}>
              <td>{new Date(l.created_at).toLocaleString()}</td>
              <td>{l.reason}</td>
              <td>{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
              <td>{l.balance_after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="staff-h3">{t('staff.members.orders')}</h3>
      <table className="staff-table">
        <tbody>
          {a.orders.map((o) => (
            <tr key={o.id}>
              <td>#{o.id}</td>
              <td>{new Date(o.created_at).toLocaleString()}</td>
              <td>{o.kind}</td>
              <td>{o.status}</td>
              <td>
                {(o.amount / 100).toFixed(2)} {o.currency}
              </td>
              <td>
                {o.amount_refunded + o.amount_charged_back > 0
                  ? `−${((o.amount_refunded + o.amount_charged_back) / 100).toFixed(2)}`
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {a.flags.length > 0 && (
        <>
          <h3 className="staff-h3">{t('staff.members.flags')}</h3>
          <ul className="staff-list">
            {a.flags.map((f) => (
              <li key={f.created_at + f.reason}>
                {f.reason} {f.detail} {f.order_id ? `#${f.order_id}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
