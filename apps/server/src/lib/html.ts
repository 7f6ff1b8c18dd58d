/** Text made safe inside HTML, in element content and quoted attributes alike (`&<>"'` as character references). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
