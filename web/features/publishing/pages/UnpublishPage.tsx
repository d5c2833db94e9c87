export function UnpublishPage() {
  return null;
}
