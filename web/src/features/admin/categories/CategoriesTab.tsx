import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Form,
  FormTextField,
  Modal,
  useToast,
  useZodForm,
  type DataTableColumn,
  boxIcon,
} from '../../../components/ui';
import type { AdminCategoryListQuery } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { CategoryMessages } from '../messages';
import { categorySchema } from './category-form';
import { CategoryHsnDialog } from './CategoryHsnDialog';
import {
  AddCategoryMutation,
  AdminCategoriesQuery,
  RemoveCategoryMutation,
  RenameCategoryMutation,
} from './operations';
import layout from '../AdminFormTab.module.css';
import { CreateCard } from '../CreateCard';
import styles from './CategoriesTab.module.css';

type CategoryRow = AdminCategoryListQuery['categories'][number];

/** Every screen that shows categories or products' categories reads the list again after a change. */
const REFETCH = ['AdminCategoryList', 'AdminProductCategories', 'Categories', 'AdminProducts'];

const columns: DataTableColumn<CategoryRow>[] = [
  { id: 'name', header: 'Name', rowHeader: true, card: 'title', cell: (c) => c.name },
  { id: 'slug', header: 'Slug', cell: (c) => <code className={styles.slug}>{c.slug}</code> },
  { id: 'hsn', header: 'HSN code', cell: (c) => c.hsnCode ?? 'Not set' },
  {
    id: 'products',
    header: 'Products',
    card: 'aside',
    cell: (c) => (c.productCount === 1 ? '1 product' : `${c.productCount} products`),
  },
];

/** The rename dialog: the kit Form in a Modal, the current name preselected. */
function RenameDialog({ category, onClose }: { category: CategoryRow | null; onClose: () => void }) {
  const toast = useToast();
  const formId = useId();
  const [rename, { loading }] = useMutation(RenameCategoryMutation, { refetchQueries: REFETCH });
  const form = useZodForm(categorySchema, { values: { name: category?.name ?? '' } });

  async function submit({ name }: { name: string }) {
    if (!category) return;
    const res = await rename({ variables: { id: category.id, name } });
    const renamed = res.data?.renameCategory;
    if (!renamed) throw new Error(CategoryMessages.renameFailed);
    const moved = renamed.productCount === 1 ? '1 product' : `${renamed.productCount} products`;
    toast.success(`Renamed ${category.name} to ${renamed.name} (${moved} moved with it)`);
    onClose();
  }

  return (
    <Modal
      open={category !== null}
      onClose={onClose}
      title={`Rename ${category?.name ?? ''}`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={loading} loadingText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={submit} failureMessage={CategoryMessages.renameFailed}>
        <FormTextField
          control={form.control}
          name="name"
          label="New name"
          hint="Products in this category are renamed with it."
          required
          maxLength={40}
        />
      </Form>
    </Modal>
  );
}

/**
 * The dashboard's Categories tab: the shop's one category list, which the product form and the
 * storefront (home tiles, listing filter) read. Add, rename (products follow), remove (only when
 * no product uses it).
 */
export function CategoriesTab() {
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(AdminCategoriesQuery);
  const [add, { loading: adding }] = useMutation(AddCategoryMutation, { refetchQueries: REFETCH });
  const [remove, { loading: removing }] = useMutation(RemoveCategoryMutation, { refetchQueries: REFETCH });
  const [toRename, setToRename] = useState<CategoryRow | null>(null);
  const [toRemove, setToRemove] = useState<CategoryRow | null>(null);
  const [toCode, setToCode] = useState<CategoryRow | null>(null);
  const form = useZodForm(categorySchema, { defaultValues: { name: '' } });

  async function submit({ name }: { name: string }) {
    const res = await add({ variables: { name } });
    const added = res.data?.addCategory;
    if (!added) throw new Error(CategoryMessages.addFailed);
    form.reset({ name: '' });
    toast.success(`Added the category ${added.name}`);
  }

  async function confirmRemove() {
    if (!toRemove) return;
    try {
      const res = await remove({ variables: { id: toRemove.id } });
      toast.success(res.data?.removeCategory.message ?? `Removed ${toRemove.name}`);
    } catch (err) {
      toast.error(errorMessage(err, CategoryMessages.removeFailed));
    }
    setToRemove(null);
  }

  return (
    <div className={layout.tab}>
      <p className={layout.intro}>
        One list for the whole shop: the product form offers these categories, and the home page tiles and the
        product list filters show the ones that hold products. Renaming a category renames it on its products
        too.
      </p>
      <CreateCard title="New category">
        <Form
          form={form}
          onSubmit={submit}
          failureMessage={CategoryMessages.addFailed}
          className={layout.form}
        >
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            required
            maxLength={40}
            className={layout.name}
          />
          <Button type="submit" loading={adding} loadingText="Adding..." className={layout.submit}>
            Add category
          </Button>
        </Form>
      </CreateCard>

      <DataTable
        columns={columns}
        rows={data?.categories}
        rowKey={(c) => c.id}
        caption="Categories, in the order the shop shows them"
        loading={loading}
        loadingLabel="Loading categories..."
        error={error && errorMessage(error, CategoryMessages.loadFailed)}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={boxIcon} title="No categories yet" text="Add the first category above." />}
        actionsHeader="Actions"
        rowActions={(c) => (
          <span className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setToRename(c)}
              aria-label={`Rename ${c.name}`}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setToCode(c)}
              aria-label={`HSN code of ${c.name}`}
            >
              HSN code
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setToRemove(c)} aria-label={`Remove ${c.name}`}>
              Remove
            </Button>
          </span>
        )}
        testId="categories-table"
        rowTestId="category-row"
      />

      <RenameDialog category={toRename} onClose={() => setToRename(null)} />
      <CategoryHsnDialog category={toCode} onClose={() => setToCode(null)} />
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove category?"
        message={
          toRemove && toRemove.productCount > 0
            ? `${toRemove.name} holds ${toRemove.productCount === 1 ? '1 product' : `${toRemove.productCount} products`}: the shop will refuse to remove it until they are moved to another category.`
            : `${toRemove?.name ?? ''} will no longer be offered in the product form or the shop.`
        }
        confirmLabel="Remove"
        danger
        loading={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
