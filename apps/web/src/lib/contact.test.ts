import { describe, expect, it } from 'vitest';
import { whatsAppChatHref } from './contact.ts';

describe('whatsAppChatHref', () => {
  it('opens a chat with the number however it was stored', () => {
    for (const phone of ['9876543210', '98765 43210', '+91 98765-43210', '09876543210', '919876543210']) {
      expect(whatsAppChatHref(phone, 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    }
    expect(whatsAppChatHref('+44 7700 900123', 'Hi there')).toBe('https://wa.me/447700900123?text=Hi%20there');
  });
});
