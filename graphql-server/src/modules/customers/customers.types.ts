import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../catalog/index.js';
import { OrderView, SortDirection } from '../orders/index.js';
import { WalletView } from '../wallet/index.js';
import { CustomerSortField } from './customer-directory.js';

registerEnumType(CustomerSortField, {
  name: 'CustomerSortField',
  description: 'A column of the customer directory (each pages with its own cursors).',
});

export const CUSTOMER_PAGE_MAX = 100;

export const CustomerMessages = {
  invalidCursor: 'Invalid cursor',
  searchTooLong: 'Search must be at most 100 characters',
  pageSize: `first must be between 1 and ${CUSTOMER_PAGE_MAX}`,
  notFound: 'Customer not found',
  invalidSort: 'Invalid sort',
} as const;

@InputType()
export class CustomersInput {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text within the name, e-mail, mobile or address.',
  })
  @IsOptional()
  @IsString({ message: CustomerMessages.searchTooLong })
  @MaxLength(100, { message: CustomerMessages.searchTooLong })
  search?: string | null;

  @Field(() => CustomerSortField, { nullable: true, description: 'Default: joined (createdAt).' })
  @IsOptional()
  @IsIn(Object.values(CustomerSortField), { message: CustomerMessages.invalidSort })
  sortBy?: CustomerSortField | null;

  @Field(() => SortDirection, { nullable: true, description: 'Default: DESC.' })
  @IsOptional()
  @IsIn(Object.values(SortDirection), { message: CustomerMessages.invalidSort })
  sortDirection?: SortDirection | null;

  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${CUSTOMER_PAGE_MAX} (default 25).` })
  @IsOptional()
  @IsInt({ message: CustomerMessages.pageSize })
  @Min(1, { message: CustomerMessages.pageSize })
  @Max(CUSTOMER_PAGE_MAX, { message: CustomerMessages.pageSize })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString({ message: CustomerMessages.invalidCursor })
  @MaxLength(4000, { message: CustomerMessages.invalidCursor })
  after?: string | null;
}

@ObjectType({ description: "A shopper's account as the admin's customer directory shows it." })
export class Customer {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) mobileNumber!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean) isVerified!: boolean;
  @Field(() => Date, { description: 'When the account was created (joined).' }) createdAt!: Date;
  @Field(() => Int, { description: 'Orders placed, whatever became of them.' }) ordersCount!: number;
  @Field(() => Float, {
    description: 'Rupees: what the orders cost (after promo, with GST) less what was refunded.',
  })
  totalSpent!: number;
  @Field(() => Float, { description: 'Rupees.' }) walletBalance!: number;
  @Field(() => Date, { nullable: true }) lastOrderAt!: Date | null;
}

@ObjectType()
export class CustomerEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Customer) node!: Customer;
}

@ObjectType({ description: 'A page of the customer directory in the order asked for.' })
export class CustomerConnection {
  @Field(() => [CustomerEdge]) edges!: CustomerEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

@ObjectType({ description: 'One customer: the profile, their orders (newest first) and wallet ledger.' })
export class CustomerDetails {
  @Field(() => Customer) customer!: Customer;
  @Field(() => [OrderView]) orders!: OrderView[];
  @Field(() => WalletView) wallet!: WalletView;
}
