import { setPortTimeZone } from '@port/sdk';
import { SandboxRibbon } from '@port/ui/SandboxRibbon';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Board } from './board/Board';
import { readCredential } from './credential';
import { loadSandboxes } from './api';
import { LANG, loadScreenText, screenText } from './text';
import { PORT_TIME_ZONE } from './env';
import './styles.css';

setPortTimeZone(PORT_TIME_ZONE);

// Read once: the URL's display token is taken out of the address bar here.
const credential = readCredential();

void loadScreenText().then(() => {
  document.title = screenText.title;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Board credential={credential} />
      <SandboxRibbon load={loadSandboxes} language={LANG} />
    </StrictMode>,
  );
});
