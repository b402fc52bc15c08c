import { formatPay, TRACK_LABELS, WORK_MODE_LABELS, type EmploymentType } from '@agency/schema';
import { trpc } from '../../lib/trpc.ts';
import classes from './careers.module.css';
import { CAREERS_TEXTS } from './texts.ts';

/** At most this many in the panel; the careers page lists them all. */
const SHOWN = 4;

/** The roles open now on the track the visitor chose, each linked to its page. */
export function OpenRoles({ track }: { track: EmploymentType }) {
  const query = trpc.careers.list.useQuery({ track });
  const label = TRACK_LABELS[track].toLowerCase();
  const all = `/careers?track=${track}`;
  if (query.isPending)
    return (
      <p className={classes.rolesNote} role="status">
        {CAREERS_TEXTS.rolesLoading}
      </p>
    );
  const roles = query.data ?? [];
  return (
    <section
      className={classes.roles}
      aria-label={CAREERS_TEXTS.rolesTitle(label)}
      data-testid="open-roles"
    >
      <h3 className={classes.rolesTitle}>{CAREERS_TEXTS.rolesTitle(label)}</h3>
      {roles.length ? (
        <ul className={classes.roleList}>
          {roles.slice(0, SHOWN).map((role) => (
            <li key={role.slug}>
              <a href={`/careers/${role.slug}`} className={classes.roleLink}>
                <span className={classes.roleName}>{role.title}</span>
                <span className={classes.roleFacts}>
                  {formatPay(role)} · {WORK_MODE_LABELS[role.workMode]}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={classes.rolesNote}>{CAREERS_TEXTS.noRoles(label)}</p>
      )}
      {roles.length ? (
        <a href={all} className={classes.allRoles}>
          {CAREERS_TEXTS.allRoles}
        </a>
      ) : null}
    </section>
  );
}
