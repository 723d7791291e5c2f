/**
 * The detail layout of every domain: a title with the record's status, a back button, the actions the
 * record allows, then sections of label/value pairs ('#', null, 'null', 'NULL' show empty) or free content.
 */
import { Button, Descriptions, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { displayText } from '@port/sdk';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './detail.css';
import { useTr } from '../../app/i18n';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export interface DetailSection {
  key: string;
  title: string;
  items?: DetailItem[];
  content?: ReactNode;
  /** Columns of the label/value grid (default 3 on wide screens, 2 on tablets, 1 on phones). */
  column?: number;
}

export interface DetailLayoutProps {
  title: ReactNode;
  status?: ReactNode;
  actions?: ReactNode;
  loading?: boolean;
  sections: DetailSection[];
}

const cell = (value: ReactNode): ReactNode =>
  typeof value === 'string' || value === null || value === undefined ? displayText(value) : value;

export function DetailLayout({ title, status, actions, loading, sections }: DetailLayoutProps) {
  const t = useTr();
  const navigate = useNavigate();
  return (
    <Spin loading={!!loading} style={{ display: 'block' }}>
      <div className="console-panel console-detail">
        <div className="console-detail-head">
          <Space size="medium" wrap>
            <Button size="small" onClick={() => navigate(-1)}>
              {t('listPage.back')}
            </Button>
            <h2 className="console-page-title" style={{ margin: 0 }}>
              {title}
            </h2>
            {status}
          </Space>
          <Space wrap>{actions}</Space>
        </div>
        {sections.map((s) => (
          <section key={s.key} className="console-detail-section" aria-label={s.title}>
            <h3 className="console-detail-section-title">{s.title}</h3>
            {s.items ? (
              <Descriptions
                column={s.column ?? { xs: 1, md: 2, lg: 3 }}
                border
                size="small"
                data={s.items.map((i) => ({ label: i.label, value: cell(i.value) }))}
                labelStyle={{ width: 120 }}
              />
            ) : null}
            {s.content}
          </section>
        ))}
      </div>
    </Spin>
  );
}
