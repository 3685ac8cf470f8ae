import {
  IsDate,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { EMAIL_PATTERN, Required } from '../../common/validation.js';
import { PromoKind } from '../promos/index.js';
import { SettingsMessages as M } from './settings.messages.js';

// Decorators run bottom-up: the rule listed last is checked first (with stopAtFirstError).

@InputType({ description: 'Site settings: they drive the navbar, footer, titles, contact page and e-mails.' })
export class UpdateSiteSettingsInput {
  @Field(() => String)
  @MaxLength(80, { message: M.storeNameTooLong })
  @Required(M.storeNameRequired)
  @IsString({ message: M.storeNameRequired })
  storeName!: string;

  @Field(() => String, { nullable: true, description: 'Absolute http(s) URL; empty for none.' })
  @MaxLength(2000, { message: M.logoUrlInvalid })
  @IsString({ message: M.logoUrlInvalid })
  @IsOptional()
  logoUrl?: string | null;

  @Field(() => String)
  @Matches(EMAIL_PATTERN, { message: M.contactEmailInvalid })
  @MaxLength(254, { message: M.contactEmailInvalid })
  @Required(M.contactEmailRequired)
  @IsString({ message: M.contactEmailRequired })
  contactEmail!: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'Cash on delivery: the largest order value (₹) it is offered for; 0 turns it off. Absent: unchanged.',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.codLimitInvalid })
  @IsOptional()
  codLimit?: number | null;
}

@InputType({ description: 'The seller printed on every tax invoice (docs/gst.md).' })
export class UpdateSellerSettingsInput {
  @Field(() => String)
  @MaxLength(200, { message: M.legalNameTooLong })
  @Required(M.legalNameRequired)
  @IsString({ message: M.legalNameRequired })
  legalName!: string;

  @Field(() => String, { description: 'The principal place of business, as on the registration.' })
  @MaxLength(500, { message: M.sellerAddressTooLong })
  @Required(M.sellerAddressRequired)
  @IsString({ message: M.sellerAddressRequired })
  address!: string;

  @Field(() => String, { description: 'GST state code (two digits, see `indianStates`).' })
  @Required(M.stateRequired)
  @IsString({ message: M.stateRequired })
  stateCode!: string;

  @Field(() => String, { description: 'Checked: format, check character, first two digits = the state.' })
  @MaxLength(20, { message: M.gstinFormat })
  @Required(M.gstinRequired)
  @IsString({ message: M.gstinRequired })
  gstin!: string;

  @Field(() => String, { description: '1 to 3 capitals or digits: `RS` numbers invoices RS/26-27/000001.' })
  @Matches(/^\s*[A-Za-z0-9]{1,3}\s*$/, { message: M.invoicePrefixInvalid })
  @IsString({ message: M.invoicePrefixInvalid })
  invoicePrefix!: string;
}

@InputType({ description: 'The SMTP login the mailer uses (with SMTP_URL set).' })
export class UpdateEmailSettingsInput {
  @Field(() => String)
  @Matches(EMAIL_PATTERN, { message: M.emailUserInvalid })
  @MaxLength(254, { message: M.emailUserInvalid })
  @Required(M.emailUserRequired)
  @IsString({ message: M.emailUserRequired })
  emailUser!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Optional: empty keeps the stored password. Stored sealed; never returned.',
  })
  @MaxLength(200, { message: M.emailPassTooLong })
  @IsString({ message: M.emailPassTooLong })
  @IsOptional()
  emailPass?: string | null;
}

@InputType()
export class AddPromoCodeInput {
  @Field(() => String, { description: 'Upper-cased by the server.' })
  @Matches(/^\s*[A-Za-z0-9_-]{1,32}\s*$/, { message: M.codeInvalid })
  @Required(M.codeRequired)
  @IsString({ message: M.codeRequired })
  code!: string;

  @Field(() => PromoKind)
  @IsIn([PromoKind.PERCENTAGE, PromoKind.FIXED], { message: M.typeInvalid })
  type!: PromoKind;

  @Field(() => Float, { description: 'Whole percent (0-100) or rupees with up to two decimals.' })
  @Min(0, { message: M.valueNegative })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.valueRequired })
  value!: number;

  @Field(() => String)
  @MaxLength(100, { message: M.labelTooLong })
  @Required(M.labelRequired)
  @IsString({ message: M.labelRequired })
  label!: string;

  @Field(() => Date, { nullable: true, description: 'Refused at checkout from this instant on.' })
  @IsDate({ message: M.expiryInvalid })
  @IsOptional()
  expiresAt?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Orders that may use the code in total.' })
  @Min(1, { message: M.usageLimitInvalid })
  @IsInt({ message: M.usageLimitInvalid })
  @IsOptional()
  usageLimit?: number | null;
}
