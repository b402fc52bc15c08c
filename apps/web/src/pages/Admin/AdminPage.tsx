import '../../features/admin/mantine.ts';
import { staticPageSeo } from '@agency/schema';
import { useCallback, useState } from 'react';
import { AdminDashboard } from '../../features/admin/AdminDashboard.tsx';
import { AdminDataProvider } from '../../features/admin/AdminDataProvider.tsx';
import { AdminLogin } from '../../features/admin/AdminLogin.tsx';
import { useAdminToken } from '../../features/admin/session.ts';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';

/** /admin: the login until a token is verified, then the dashboard (product.md §2, §4). */
export function AdminPage() {
  useSeo(staticPageSeo('/admin', siteOrigin()));
  const { token, login, logout } = useAdminToken();
  const [notice, setNotice] = useState<string | null>(null);

  const expired = useCallback(
    (message: string) => {
      setNotice(message);
      logout();
    },
    [logout],
  );

  return (
    <div data-page="admin">
      {token ? (
        <AdminDataProvider key={token} token={token} onUnauthorized={expired}>
          <AdminDashboard
            token={token}
            onLogout={() => {
              setNotice(null);
              logout();
            }}
          />
        </AdminDataProvider>
      ) : (
        <AdminLogin
          key={notice ?? 'login'}
          notice={notice}
          onLogin={(value) => {
            setNotice(null);
            login(value);
          }}
        />
      )}
    </div>
  );
}
