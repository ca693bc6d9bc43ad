// Escaping text for HTML (and XML) text and attribute values: the five characters that could
// end an attribute or start markup become entities, so no input can break out.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
