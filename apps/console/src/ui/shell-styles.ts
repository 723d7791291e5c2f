/**
 * Styles of the Arco components the shell itself uses, imported per component rather than the whole
 * arco.css (64 KB gz). Every other file gets the styles of the Arco components it imports from the build (vite.config.ts's
 * arcoStyles), so a page opened directly is styled whatever was loaded before it.
 */
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Avatar/style/css';
import '@arco-design/web-react/es/Badge/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Divider/style/css';
import '@arco-design/web-react/es/Dropdown/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Grid/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Menu/style/css';
import '@arco-design/web-react/es/Popover/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import '@arco-design/web-react/es/Trigger/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Typography/style/css';
