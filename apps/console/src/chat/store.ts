/**
 * The toolbar's chat state: whether the panel is open and the badge's unread count (the user's unread desk
 * messages; for the desk, the user messages it has not read). Read again on every chat frame.
 */
import { create } from 'zustand';
import { deskConversations, myChat } from './api';

interface ChatStore {
  open: boolean;
  unread: number;
  setOpen(open: boolean): void;
  refresh(desk: boolean): Promise<void>;
}

export const useChat = create<ChatStore>((set) => ({
  open: false,
  unread: 0,
  setOpen: (open) => set({ open }),
  async refresh(desk) {
    try {
      const unread = desk ? ((await deskConversations({ pageNo: 1, pageSize: 1 })).unread ?? 0) : (await myChat()).unread;
      set({ unread });
    } catch {
      // The error catalogue has told the user; the badge keeps its last count.
    }
  },
}));
