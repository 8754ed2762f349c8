import type { StaffMember } from '@common/api/staff-auth';
import type { FictionalProfileBody } from '@common/api/staff-profiles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { ErrorState } from '@web/ui/error-state';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { fictionalQuery, saveFictional } from '../api/staff-api';
import { FictionalPhotos } from '../components/fictional-photos';
import { staffKeys } from '../keys';

type Editing = { id: number | null; body: FictionalProfileBody };

const blank = (site: string): FictionalProfileBody => ({
  site_key: site,
  name: '',
  gender: 'female',
  birth_date: null,
  country: null,
  city: null,
  about_me: '',
  hidden: false,
});

/** /staff/profiles (admin): the fictional profiles of the admin's sites; create, edit, hide. */
export function StaffProfilesPage() {
  const { t } = useTranslation();
  const staff = useOutletContext<StaffMember>();
  const qc = useQueryClient();
  const q = useQuery(fictionalQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!editing) return;
    const f = new FormData(e.currentTarget);
    const str = (k: string) => String(f.get(k) ?? '').trim();
    const body: FictionalProfileBody = {
      site_key: str('site_key'),
      name: str('name'),
      gender: str('gender') === 'male' ? 'male' : str('gender') === 'female' ? 'female' : null,
      birth_date: str('birth_date') || null,
      country: str('country').toUpperCase() || null,
      city: str('city') || null,
      about_me: str('about_me'),
      hidden: f.get('hidden') === 'on',
    };
    setError(null);
    setFields({});
    try {
      await saveFictional(editing.id, body);
      setEditing(null);
      await qc.invalidateQueries({ queryKey: staffKeys.fictional() });
    } catch (err) {
      if (err instanceof ApiRequestError && err.body?.fields) setFields(err.body.fields);
      else setError(err);
    }
  }

  const field = (name: string) => validationMessage(t, name, fields[name]);
  return (
    <section className="card staff-panel">
      <h1 className="staff-h1">{t('staff.profiles.title')}</h1>
      <button
        type="button"
        className="btn btn-primary staff-btn-small"
        onClick={() => setEditing({ id: null, body: blank(staff.sites[0] ?? '') })}
      >
        {t('staff.profiles.new')}
      </button>
      {q.isError && <ErrorState error={q.error} />}
      {error !== null && <ErrorState error={error} />}
      {editing && (
        <form
          key={editing.id ?? 'new'}
          className="staff-form staff-profile-form"
          onSubmit={(e) => void save(e)}
          noValidate
        >
          <label className="field-label" htmlFor="fp-site">
            {t('staff.profiles.site')}
          </label>
          <select
            id="fp-site"
            name="site_key"
            className="input"
            defaultValue={editing.body.site_key}
            disabled={editing.id !== null}
          >
            {staff.sites.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {editing.id !== null && <input type="hidden" name="site_key" value={editing.body.site_key} />}
          {(['name', 'birth_date', 'country', 'city'] as const).map((k) => (
            <div key={k} className="field">
              <label className="field-label" htmlFor={`fp-${k}`}>
                {t(`staff.profiles.${k}`)}
              </label>
              <input
                id={`fp-${k}`}
                name={k}
                className="input"
                type={k === 'birth_date' ? 'date' : 'text'}
                defaultValue={editing.body[k] ?? ''}
                aria-invalid={fields[k] ? true : undefined}
              />
              {fields[k] && (
                <p className="field-error" role="alert">
                  {field(k)}
                </p>
              )}
            </div>
          ))}
          <label className="field-label" htmlFor="fp-gender">
            {t('staff.profiles.gender')}
          </label>
          <select id="fp-gender" name="gender" className="input" defaultValue={editing.body.gender ?? ''}>
            <option value="female">{t('staff.profiles.female')}</option>
            <option value="male">{t('staff.profiles.male')}</option>
            <option value="">—</option>
          </select>
          <label className="field-label" htmlFor="fp-about">
            {t('staff.profiles.about')}
          </label>
          <textarea
            id="fp-about"
            name="about_me"
            className="input"
            rows={3}
            defaultValue={editing.body.about_me}
          />
          <label className="staff-check">
            <input type="checkbox" name="hidden" defaultChecked={editing.body.hidden} />{' '}
            {t('staff.profiles.hidden')}
          </label>
          {editing.id !== null && <FictionalPhotos profile={editing.id} name={editing.body.name} />}
          <div className="staff-actions">
            <button type="submit" className="btn btn-primary staff-btn-small">
              {t('staff.profiles.save')}
            </button>
            <button
              type="button"
              className="btn btn-secondary staff-btn-small"
              onClick={() => setEditing(null)}
            >
              {t('staff.profiles.cancel')}
            </button>
          </div>
        </form>
      )}
      <div className="staff-table-wrap">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.profiles.name')}</th>
              <th scope="col">{t('staff.profiles.site')}</th>
              <th scope="col">{t('staff.profiles.city')}</th>
              <th scope="col">{t('staff.profiles.conversations')}</th>
              <th scope="col">{t('staff.profiles.hidden')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {q.data?.profiles.map((p) => (
              <tr key={p.id}>
                <td>
                  #{p.id} {p.name}
                </td>
                <td>{p.site_key}</td>
                <td>{[p.city, p.country].filter(Boolean).join(', ')}</td>
                <td>{p.conversations}</td>
                <td>{p.hidden ? '✓' : ''}</td>
                <td>
                  <button type="button" className="link" onClick={() => setEditing({ id: p.id, body: p })}>
                    {t('staff.profiles.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
