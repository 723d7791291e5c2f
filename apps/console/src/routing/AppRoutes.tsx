/**
 * The router's table: redirects, bare pages (blank layout, print and public pages) and the shell's
 * pages, then the catch-all to /404 — added last, after every server route, so a reload on any
 * back-office URL lands on its page.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../layout/ShellLayout';
import { PageHost } from './PageHost';
import type { RouteTable } from './records';

export function AppRoutes({ table }: { table: RouteTable }) {
  const bare = table.records.filter((r) => r.layout === 'bare');
  const shell = table.records.filter((r) => r.layout === 'shell');
  return (
    <Routes>
      {table.redirects.map((r) => (
        <Route key={`redirect:${r.path}`} path={r.path} element={<Navigate to={r.to} replace />} />
      ))}
      {bare.map((r) => (
        <Route key={r.path} path={r.path} element={<PageHost record={r} />} />
      ))}
      <Route element={<ShellLayout table={table} />}>
        {shell.map((r) => (
          <Route key={r.path} path={r.path} element={<PageHost record={r} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
