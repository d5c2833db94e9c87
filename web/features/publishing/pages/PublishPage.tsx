export function PublishPage() {
  return null;
}
