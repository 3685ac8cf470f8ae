import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Whether the field being resolved selects `name` directly (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const within = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return within(s.selectionSet, seen);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return within(info.fragments[s.name.value]?.selectionSet, seen);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet, new Set()));
}
