// Resolver methods called directly: the same answers as through type-graphql's handler, inputs as graphql-js coerced
// them (no class instances made per call), and parameters of other kinds still left to type-graphql.
import 'reflect-metadata';
import { execute, parse } from 'graphql';
import type { GraphQLUnionType } from 'graphql';
import { Arg, Args, ArgsType, buildSchema, createUnionType, Ctx, Field, FieldResolver, InputType, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { callResolversDirectly } from './direct-resolvers.js';

@InputType('DirectAsk')
class Ask {
  @Field(() => String) word!: string;
  @Field(() => Boolean, { nullable: true }) loud?: boolean | null;
}

@ObjectType('DirectCard')
class Card {
  @Field(() => String) name!: string;
}

@ObjectType('DirectMissing')
class Missing {
  @Field(() => String) code!: string;
}

/** A union that tells its members by resolveType (as MemberResult does), given a plain card or a Missing. */
const CardResult = createUnionType({
  name: 'DirectCardResult',
  types: () => [Card, Missing] as const,
  resolveType: (value: object) => (value instanceof Missing ? Missing : Card),
});

@ArgsType()
class PageArgs {
  @Field(() => Int) first!: number;
}

/** A root typed as a shape, as ours are (a class would have type-graphql convert each root into one). */
type CardRoot = Pick<Card, 'name'>;

/** What each method was given, to tell the direct call from type-graphql's (which makes an Ask instance). */
const given: unknown[] = [];

@Resolver(() => Card)
class DirectResolver {
  @Query(() => String)
  echo(@Arg('ask', () => Ask) ask: Ask, @Ctx() ctx: { suffix: string }): string {
    given.push(ask);
    return (ask.loud ? ask.word.toUpperCase() : ask.word) + ctx.suffix;
  }

  @Query(() => [Card])
  cards(@Args(() => PageArgs) { first }: PageArgs): Card[] {
    return Array.from({ length: first }, (_, i) => ({ name: `Member ${i}` }));
  }

  @Query(() => CardResult)
  card(@Arg('name', () => String) name: string): Card | Missing {
    return name ? { name } : Object.assign(new Missing(), { code: 'NOT_FOUND' });
  }

  @FieldResolver(() => String)
  greeting(@Root() card: CardRoot, @Ctx() ctx: { suffix: string }): string {
    given.push(card);
    return `Namaste, ${card.name}${ctx.suffix}`;
  }
}

async function schemas() {
  const options = { resolvers: [DirectResolver] as const, validate: false };
  const viaTypeGraphql = await buildSchema(options);
  const direct = await buildSchema(options);
  const replaced = callResolversDirectly(direct, [DirectResolver]);
  return { viaTypeGraphql, direct, replaced };
}

describe('resolvers called directly', () => {
  it('answers as type-graphql does, with inputs as graphql-js coerced them, and leaves @Args to type-graphql', async () => {
    const { viaTypeGraphql, direct, replaced } = await schemas();
    // echo, card, greeting and the union's resolveType; cards takes an @Args class, kept on type-graphql's handler
    expect(replaced).toBe(4);
    expect(direct.getQueryType()!.getFields().cards!.resolve).toBeDefined();

    const document = parse('query($w: String!) { echo(ask: { word: $w, loud: true }) cards(first: 2) { name greeting } }');
    const run = async (schema: typeof direct) => {
      given.length = 0;
      const result = await execute({ schema, document, variableValues: { w: 'shubh' }, contextValue: { suffix: '!' } });
      return { result, given: [...given] };
    };
    const before = await run(viaTypeGraphql);
    const after = await run(direct);
    expect(after.result).toEqual(before.result);
    expect(after.result).toEqual({
      data: { echo: 'SHUBH!', cards: [{ name: 'Member 0', greeting: 'Namaste, Member 0!' }, { name: 'Member 1', greeting: 'Namaste, Member 1!' }] },
    });
    // type-graphql made an Ask for every call; the direct call passes graphql-js's object on.
    expect(before.given[0]).toBeInstanceOf(Ask);
    expect(after.given[0]).not.toBeInstanceOf(Ask);
    expect(after.given[0]).toEqual({ word: 'shubh', loud: true });
  });

  it("calls a union's resolveType directly: an answer of it waits for no promise", async () => {
    const { viaTypeGraphql, direct } = await schemas();
    const resolveOf = (schema: typeof direct) => (schema.getType('DirectCardResult') as GraphQLUnionType).resolveType!;
    const args = [{ name: 'Meera' }, {}, {} as never, {} as never] as const;
    expect(resolveOf(viaTypeGraphql)(...args)).toBeInstanceOf(Promise);
    expect(resolveOf(direct)(...args)).toBe('DirectCard');
    expect(resolveOf(direct)(Object.assign(new Missing(), { code: 'NOT_FOUND' }), {}, {} as never, {} as never)).toBe('DirectMissing');
    const document = parse('{ found: card(name: "Meera") { __typename ... on DirectCard { name } } missing: card(name: "") { __typename ... on DirectMissing { code } } }');
    const before = await execute({ schema: viaTypeGraphql, document, contextValue: { suffix: '' } });
    expect(await execute({ schema: direct, document, contextValue: { suffix: '' } })).toEqual(before);
    expect(before).toEqual({ data: { found: { __typename: 'DirectCard', name: 'Meera' }, missing: { __typename: 'DirectMissing', code: 'NOT_FOUND' } } });
  });

  it('takes no method of a resolver class it is not given', async () => {
    const schema = await buildSchema({ resolvers: [DirectResolver], validate: false });
    const fields = schema.getQueryType()!.getFields();
    const before = Object.values(fields).map((f) => f.resolve);
    expect(callResolversDirectly(schema, [])).toBe(1); // only the union, which is this schema's
    expect(Object.values(fields).map((f) => f.resolve)).toEqual(before);
  });
});
