import base from './playwright.config';
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:'+process.env.E2E_PORT } };
