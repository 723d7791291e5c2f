/**
 * The login area of the portal home: the sign-in form for a visitor; once signed in, the user's card
 * (loaded only for signed-in visitors).
 */
import './messages';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import LoginForm from '../login/LoginForm';

const UserCard = lazy(() => import('./UserCard'));

export default function HomeLoginPanel() {
  const session = useSession();
  if (session.status !== 'signed-in') return <LoginForm />;
  return (
    <Suspense fallback={null}>
      <UserCard info={session.info} />
    </Suspense>
  );
}
