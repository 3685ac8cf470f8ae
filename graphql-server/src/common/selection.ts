import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Whether the field being resolved selects `name` directly (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  for (const node of info.fieldNodes) if (selects(node.selectionSet, name, info, new Set())) return true;
  return false;
}

/**
 * Whether `set` selects `name`, through inline and named fragments (each named one once).
 */
function selects(
  set: SelectionSetNode | undefined,
  name: string,
  info: GraphQLResolveInfo,
  seen: Set<string>,
): boolean {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) {
      if (s.name.value === name) return true;
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      if (selects(s.selectionSet, name, info, seen)) return true;
    } else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      if (selects(info.fragments[s.name.value]?.selectionSet, name, info, seen)) return true;
    }
  }
  return false;
}
