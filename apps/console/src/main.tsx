// Arco renders Message, Notification and Modal.confirm with createRoot, which React 19 only offers in react-dom/client.
import '@arco-design/web-react/es/_util/react-19-adapter';
import './ui/shell-styles';
import './ui/console.css';
import { languageReady } from './app/i18n';
import { setPortTimeZone } from '@port/sdk';
import { PORT_TIME_ZONE } from './env';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyColorWeak, applyDarkMode, applyFontSize, applyPrimaryColor } from './app/theme';
import { useSettings } from './layout/settings/store';

// Times show in the port's zone whatever the browser's (SPEC §9).
setPortTimeZone(PORT_TIME_ZONE);

// Theme before the first paint, so the page does not flash Arco's default blue.
const initial = useSettings.getState();
applyPrimaryColor(initial.color, initial.dark);
applyFontSize(initial.fontSize);
applyColorWeak(initial.weak);
applyDarkMode(initial.dark);

// The stored language's texts first (at once for zh-CN, a small chunk otherwise), so nothing flashes.
const root = document.getElementById('root');
if (root) {
  void languageReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
