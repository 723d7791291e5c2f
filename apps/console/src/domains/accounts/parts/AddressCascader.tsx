/**
 * The address cascader of the onboarding form: 4 levels for the company address, 3 for the invoice mail
 * address, loaded level by level from the address endpoints. A saved value (comma-joined codes) opens with
 * its path already loaded so the labels show. A failure to load the provinces shows 获取四级地址失败; a
 * failure of a child load shows the server's message (the error catalogue does).
 */
import { Cascader } from '@arco-design/web-react';
import '@arco-design/web-react/es/Cascader/style/css';
import { useEffect, useState } from 'react';
import { toast } from '../../../app/feedback';
import { childAddresses, provinces, type AddressNode } from '../api';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

export interface AddressPick {
  codes: string[];
  labels: string[];
}

export interface AddressCascaderProps {
  level: 3 | 4;
  /** The saved codes, province first. */
  value?: string[];
  onChange?: (pick: AddressPick) => void;
  placeholder?: string;
  disabled?: boolean;
}

const toOption = (n: AddressNode): Option => ({ value: n.value, label: n.label, isLeaf: n.isLeaf });

/** Replaces the children of the node at `path` (immutably), so React sees the change. */
function withChildren(options: Option[], path: string[], children: Option[]): Option[] {
  const [head, ...rest] = path;
  return options.map((o) => {
    if (o.value !== head) return o;
    if (rest.length === 0) return { ...o, children };
    return { ...o, children: withChildren(o.children ?? [], rest, children) };
  });
}

export function AddressCascader({ level, value, onChange, placeholder, disabled }: AddressCascaderProps) {
  const [options, setOptions] = useState<Option[]>([]);
  const initial = (value ?? []).join(',');

  useEffect(() => {
    let live = true;
    (async () => {
      let tree = (await provinces(level)).map(toOption);
      // Load the saved path so its labels show.
      const codes = initial ? initial.split(',') : [];
      for (let i = 0; i < codes.length - 1 && i < level - 1; i++) {
        const kids = (await childAddresses(codes[i]!, level)).map(toOption);
        tree = withChildren(tree, codes.slice(0, i + 1), kids);
      }
      if (live) setOptions(tree);
    })().catch(() => {
      if (live) toast('error', 'accounts.checkIn.addressLoadFailed');
    });
    return () => {
      live = false;
    };
    // The saved path is loaded once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [level]);

  return (
    <Cascader
      allowClear
      showSearch={false}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      value={value && value.length ? value : undefined}
      loadMore={async (pathValue: string[]) => {
        const parent = pathValue[pathValue.length - 1];
        if (!parent) return [];
        const kids = (await childAddresses(parent, level)).map(toOption);
        setOptions((current) => withChildren(current, pathValue, kids));
        return kids;
      }}
      onChange={(codes: (string | string[])[], selected: unknown) => {
        const flat = codes.map(String);
        const labels = Array.isArray(selected) ? (selected as Array<{ label?: unknown }>).map((o) => String(o.label ?? '')) : [];
        onChange?.({ codes: flat, labels });
      }}
    />
  );
}
