/**
 * The form fields of a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the variables with null where files go), `map` (file index → variable paths), then the
 * files as fields "0", "1", ... in that order.
 */
export function multipartBody(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, File | Blob | null | undefined>,
): FormData {
  const vars: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  const parts: Array<File | Blob> = [];
  for (const [name, file] of Object.entries(files)) {
    vars[name] = null;
    if (!file) continue;
    map[String(parts.length)] = [`variables.${name}`];
    parts.push(file);
  }
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  parts.forEach((file, i) => form.append(String(i), file));
  return form;
}
