import type { ReactNode } from 'react';
import type { ServerContext } from '../../lib/load-context';
import { serverViewer } from '../../lib/site';
import * as styles from '../../styles/shell.css';

/** Whether the request comes from a signed-in member (the sign-in and sign-up pages send them home). */
export async function redirectMembersHome(context: ServerContext): Promise<boolean> {
  return (await serverViewer(context)) !== null;
}

/** The body of the account pages (/signin, /signup, /email-confirmation/): one heading, a text, actions. */
export function AuthPage({
  title,
  text,
  note,
  children,
}: {
  title: string;
  text: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.authPage}>
      <h1>{title}</h1>
      <p className={styles.authText}>{text}</p>
      {note && <p className={styles.authText}>{note}</p>}
      <div className={styles.authActions}>{children}</div>
    </section>
  );
}
