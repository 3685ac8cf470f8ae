import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { OrderStatus } from '../orders/index.js';
import { SalesRange, type SalesWindow } from './sales-window.js';

@ObjectType({ description: 'One figure of the range beside the previous period of the same length.' })
export class SalesFigure {
  @Field(() => Float) value!: number;
  @Field(() => Float, { nullable: true, description: 'The previous period’s figure; null for all time.' })
  previous!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Change in percent, one decimal; null for all time or when the previous figure is 0.',
  })
  changePercent!: number | null;
}

@ObjectType({ description: 'The range’s key figures (rupees; docs/revenue.md defines revenue).' })
export class SalesKpis {
  @Field(() => SalesFigure, { description: 'Net revenue: gross less refunds to the wallet (GST included).' })
  totalRevenue!: SalesFigure;
  @Field(() => SalesFigure, { description: 'Net revenue ÷ total orders (0 with no orders).' })
  averageOrderValue!: SalesFigure;
  @Field(() => SalesFigure, { description: 'Orders placed in the range, any status.' })
  totalOrders!: SalesFigure;
  @Field(() => SalesFigure, { description: 'Orders placed in the range that are now Shipped.' })
  shippedOrders!: SalesFigure;
  @Field(() => SalesFigure, { description: 'Orders placed in the range that are now Delivered.' })
  deliveredOrders!: SalesFigure;
  @Field(() => Float, { description: 'What customers were charged for the range’s orders (rupees).' })
  grossRevenue!: number;
  @Field(() => Float, { description: 'Refunded to wallets for the range’s orders (rupees).' })
  refunds!: number;
  @Field(() => Float, { description: 'The GST included in the net revenue (rupees).' })
  gst!: number;
}

@ObjectType()
export class SalesDay {
  @Field(() => String, { description: 'The Indian calendar day, YYYY-MM-DD.' }) date!: string;
  @Field(() => Float, { description: 'Net revenue of the orders placed that day (rupees).' })
  revenue!: number;
  @Field(() => Int) orders!: number;
}

@ObjectType()
export class SalesStatusCount {
  @Field(() => OrderStatus, {
    description: 'One of the pie’s five: Pending, Processing, Shipped, Delivered, Cancelled.',
  })
  status!: OrderStatus;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class TopProduct {
  @Field(() => ID) productId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) unitsSold!: number;
  @Field(() => Float, { description: 'Units × the prices paid (rupees, before GST and discounts).' })
  sales!: number;
}

@ObjectType({
  description: 'Sales analytics for one range; each widget is one query, asked only when selected.',
})
export class SalesAnalytics {
  @Field(() => SalesRange) range!: SalesRange;
  @Field(() => String, { nullable: true, description: 'First Indian day of the range (null: all time).' })
  from!: string | null;
  @Field(() => String, { description: 'Last Indian day of the range (today).' }) to!: string;
  @Field(() => Boolean, { description: 'False for all time: there is no previous period to compare with.' })
  hasComparison!: boolean;
  /** Not a field: the window the field resolvers query. */
  window!: SalesWindow;
}

@ObjectType({
  description: 'Sales figures changed (new order, status change, cancellation, refund); refetch.',
})
export class SalesChange {
  @Field(() => Date) at!: Date;
  @Field(() => Int, { description: 'How many order events this signal stands for (debounced).' })
  events!: number;
}
