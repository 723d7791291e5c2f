import base from './playwright.config';
const port = Number(process.env.E2E_PORT ?? 8199);
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: `http://localhost:${port}` } };
