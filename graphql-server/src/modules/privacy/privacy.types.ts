import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A download of everything the shop holds about a person (JSON, docs/privacy.md).',
})
export class DataExportView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'pending, ready or failed' })
  status!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  readyAt!: Date | null;

  @Field(() => Date, { description: 'After this the download is gone (24 hours after it was ready).' })
  expiresAt!: Date;

  @Field(() => String, {
    description: 'GET with the bearer token of the person (or of the admin who asked for it).',
  })
  downloadPath!: string;
}

/** A privacy_exports row as read (no body). */
export interface ExportRow {
  id: string;
  user_id: string;
  requested_by: string | null;
  status: string;
  created_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string;
}

export function exportView(row: ExportRow): DataExportView {
  return Object.assign(new DataExportView(), {
    id: row.id,
    status: row.status,
    // The connection gives timestamps as text: the schema's DateTime needs dates.
    createdAt: new Date(row.created_at),
    readyAt: row.ready_at ? new Date(row.ready_at) : null,
    expiresAt: new Date(row.expires_at),
    downloadPath: `/api/privacy/exports/${row.id}`,
  });
}
