/** The end of registration or password reset: what happened, and the way on to sign-in. */
import { href, ROUTES } from '../../lib/paths';

export function AccountDone({ title, goLogin }: { title: string; goLogin: string }) {
  return (
    <div className="account-done" role="status">
      <h2>{title}</h2>
      <a className="btn btn-primary" href={href(ROUTES.homeLogin)}>
        {goLogin}
      </a>
    </div>
  );
}
