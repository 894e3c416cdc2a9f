/** A phone number as a tel: link that dials from India too (+91 before a ten-digit mobile). */
export function telHref(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+91${digits}` : digits}`;
}
