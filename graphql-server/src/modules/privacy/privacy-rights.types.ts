import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One consent or withdrawal, as recorded.' })
export class ConsentView {
  @Field(() => String, { description: 'What for (newsletter).' })
  purpose!: string;

  @Field(() => Boolean, { description: 'Given (true) or withdrawn (false).' })
  granted!: boolean;

  @Field(() => String, { description: 'Where: newsletter form link, profile, one-click, unsubscribe page.' })
  source!: string;

  @Field(() => String, { description: 'The privacy notice version in force then.' })
  noticeVersion!: string;

  @Field(() => String, { description: 'The words shown when it was given.' })
  wording!: string;

  @Field(() => Date)
  at!: Date;
}

@ObjectType({ description: 'How long a kind of data is kept (the notice lists them).' })
export class RetentionPeriod {
  @Field(() => String)
  data!: string;

  @Field(() => String)
  period!: string;
}

@ObjectType({ description: 'The privacy notice in force: published by an admin, in versions.' })
export class PrivacyNoticeView {
  @Field(() => String)
  version!: string;

  @Field(() => Date, { description: 'When this version was published (the "last updated" date).' })
  publishedAt!: Date;

  @Field(() => String, { description: "The data fiduciary's name (the shop's legal name)." })
  fiduciaryName!: string;

  @Field(() => String, { description: "The data fiduciary's contact (e-mail or address)." })
  fiduciaryContact!: string;

  @Field(() => String, { description: "The grievance officer's name (DPDP Act)." })
  officerName!: string;

  @Field(() => String, { description: "The grievance officer's e-mail." })
  officerEmail!: string;

  @Field(() => String, {
    description: 'The text: paragraphs split by blank lines, "## " headings, "- " list items.',
  })
  body!: string;

  @Field(() => [RetentionPeriod], { description: 'What is kept how long (from the code, not editable).' })
  retention!: RetentionPeriod[];
}

@InputType({ description: 'A new version of the privacy notice.' })
export class PrivacyNoticeInput {
  @Field(() => String)
  fiduciaryName!: string;

  @Field(() => String)
  fiduciaryContact!: string;

  @Field(() => String)
  officerName!: string;

  @Field(() => String)
  officerEmail!: string;

  @Field(() => String)
  body!: string;
}

@InputType({ description: 'A privacy request or grievance (the notice page form).' })
export class PrivacyRequestInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'access, erasure, correction, consent or grievance' })
  kind!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'A privacy request or grievance, with its 90-day clock.' })
export class PrivacyRequestView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true, description: 'The account it came from, when signed in.' })
  userId!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  kind!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'open or closed' })
  status!: string;

  @Field(() => String, { nullable: true })
  resolution!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'The answer is due by then (90 days after it was filed).' })
  dueAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the acknowledgement was mailed.' })
  acknowledgedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  closedAt!: Date | null;
}

@ObjectType({
  description: 'An erasure or export done (by the person or an admin), from the privacy audit log.',
})
export class PrivacyAuditView {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { description: 'customer, admin or system' })
  actorRole!: string;

  @Field(() => String, { description: 'erase or export' })
  action!: string;

  @Field(() => ID, { nullable: true })
  subjectId!: string | null;

  @Field(() => ID, { nullable: true })
  requestId!: string | null;

  @Field(() => String, { nullable: true })
  detail!: string | null;
}
